import { demoResumeRow } from './src/modules/cv/demo/seed-demo';
import { generateDemoCv } from './src/modules/cv/demo/generate';
const now = new Date();
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
let t0 = cpu(); for (let i = 0; i < 5000; i++) generateDemoCv(i); console.log('gen 5000 cpu ms', cpu() - t0);
t0 = cpu(); for (let i = 0; i < 5000; i++) demoResumeRow(i, now); console.log('rows 5000 cpu ms', cpu() - t0);
