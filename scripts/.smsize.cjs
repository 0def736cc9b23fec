const fs=require("fs");const {SourceMapConsumer}=require("source-map-js");
const file=process.argv[2];const code=fs.readFileSync(file,"utf8");const map=JSON.parse(fs.readFileSync(file+".map","utf8"));
const c=new SourceMapConsumer(map);const lines=code.split("\n");const sizes={};
let last=null,lastPos=null;
c.eachMapping(m=>{ if(last){ /* attribute from last to this */ } },null);
// simple: for each mapping, attribute chars until next mapping
const ms=[];c.eachMapping(m=>ms.push(m));
ms.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
for(let i=0;i<ms.length;i++){const m=ms[i],n=ms[i+1];let len;if(n&&n.generatedLine===m.generatedLine)len=n.generatedColumn-m.generatedColumn;else len=lines[m.generatedLine-1].length-m.generatedColumn;const s=(m.source||"?").replace(/.*node_modules\//,"nm:").replace(/.*\/app\//,"app/");sizes[s]=(sizes[s]||0)+len}
const arr=Object.entries(sizes).sort((a,b)=>b[1]-a[1]);let tot=0;for(const[,v]of arr)tot+=v;
console.log("total",tot);for(const[k,v]of arr.slice(0,+process.argv[3]||40))console.log(v,k);
