const fs=require('fs');const {TraceMap, eachMapping}=require('@jridgewell/trace-mapping');
const file=process.argv[2];
const code=fs.readFileSync(file,'utf8');const map=new TraceMap(JSON.parse(fs.readFileSync(file+'.map','utf8')));
const lines=code.split('\n');
const groups={};let last=null;let lastLine=-1,lastCol=0;
const segs=[];
eachMapping(map,m=>segs.push(m));
segs.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
function key(s){ if(!s) return '(unmapped)'; const i=s.lastIndexOf('node_modules/'); if(i<0) return '(own) '+s.replace(/^webpack:\/\/[^/]*\//,'').split('/').slice(0,3).join('/'); const r=s.slice(i+13).split('/'); return r[0].startsWith('@')?r[0]+'/'+r[1]:r[0];}
let attributed=0;
for(let i=0;i<segs.length;i++){const s=segs[i],n=segs[i+1];const end=n&&n.generatedLine===s.generatedLine?n.generatedColumn:lines[s.generatedLine-1].length;const len=end-s.generatedColumn;const k=key(s.source);groups[k]=(groups[k]||0)+len;attributed+=len}
console.log('total',code.length,'attributed',attributed);
console.log(Object.entries(groups).sort((a,b)=>b[1]-a[1]).slice(0,40));
