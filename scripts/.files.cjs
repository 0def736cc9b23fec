const fs=require("fs"),zlib=require("zlib");
const dir="build/client";const mf=fs.readdirSync(dir+"/assets").find(f=>/^manifest-.*\.js$/.test(f));
const j=JSON.parse(fs.readFileSync(dir+"/assets/"+mf,"utf8").replace(/^window.__remixManifest=/,"").replace(/;\s*$/,""));
const files=new Set();const add=f=>files.add(f);add(j.entry.module);j.entry.imports.forEach(add);
for(const id of process.argv.slice(2)){const r=j.routes[id];add(r.module);(r.imports||[]).forEach(add)}
let t=0;for(const f of files){const g=zlib.gzipSync(fs.readFileSync(dir+f),{level:9}).length;t+=g;console.log(g,f)}console.log("total",t,(t/1024).toFixed(2));
