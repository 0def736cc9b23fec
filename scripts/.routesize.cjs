const fs=require("fs"),zlib=require("zlib");const {SourceMapConsumer}=require("source-map-js");
const dir="build/client";const mf=fs.readdirSync(dir+"/assets").find(f=>/^manifest-.*\.js$/.test(f));
const j=JSON.parse(fs.readFileSync(dir+"/assets/"+mf,"utf8").replace(/^window.__remixManifest=/,"").replace(/;\s*$/,""));
const ids=process.argv.slice(2);const files=new Set();
const add=f=>files.add(f);add(j.entry.module);j.entry.imports.forEach(add);
for(const id of ids){const r=j.routes[id];if(!r){console.log("no",id);continue}add(r.module);(r.imports||[]).forEach(add)}
let tot=0;const sizes={};
for(const f of files){const code=fs.readFileSync(dir+f,"utf8");tot+=zlib.gzipSync(code).length;
 if(/\/shell-/.test(f))continue;
 const mp=dir+f+".map";if(!fs.existsSync(mp))continue;const c=new SourceMapConsumer(JSON.parse(fs.readFileSync(mp,"utf8")));const lines=code.split("\n");const ms=[];c.eachMapping(m=>ms.push(m));ms.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
 for(let i=0;i<ms.length;i++){const m=ms[i],n=ms[i+1];const len=(n&&n.generatedLine===m.generatedLine)?n.generatedColumn-m.generatedColumn:lines[m.generatedLine-1].length-m.generatedColumn;const s=(m.source||"?").replace(/.*node_modules\//,"nm:").replace(/.*\/app\//,"app/");sizes[s]=(sizes[s]||0)+len}}
console.log("gzip total (with maps comments)",(tot/1024).toFixed(1));
Object.entries(sizes).sort((a,b)=>b[1]-a[1]).slice(0,40).forEach(([k,v])=>console.log(v,k));
