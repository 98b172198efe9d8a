import sharp from 'sharp';
import fs from 'node:fs';
sharp.cache(false); sharp.concurrency(1);
const rss = () => Math.round(Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status','utf8'))[1])/1024);
const [op, w, x] = process.argv.slice(2);
const r0 = rss(); let t = Date.now();
if (op === 'orig') await sharp(fs.readFileSync('node_modules/.cache/bench-photos/photo-6000x4000-0.jpg')).rotate().keepIccProfile().jpeg({quality:90, optimiseCoding:false}).toBuffer();
else { let p = sharp('/tmp/h35/orig.jpg').rotate().resize({width:Number(w)}); p = op==='avif' ? p.avif({quality:55, effort:3, ...(x?{chromaSubsampling:'4:2:0', bitdepth:8}:{})}) : p.webp({quality:80,effort:4}); await p.toFile('/tmp/h35/v.'+op); }
console.log(op, w||'', Date.now()-t, 'ms', r0, '->', rss());
