import { openPglite } from './src/db/pglite';
import { migrate } from './src/db/migrate';
import { demoResumeRow } from './src/modules/cv/demo/seed-demo';
import { insertResumes } from './src/modules/cv/resume-store';
const cpu = () => { const u = process.cpuUsage(); return Math.round((u.user + u.system) / 1000); };
async function main() {
  const db = await openPglite({});
  await migrate(db);
  const now = new Date();
  const rows = Array.from({ length: 2000 }, (_, i) => ({ ...demoResumeRow(i, now), username: null }));
  let c = cpu();
  await db.transaction((tx) => insertResumes(tx, rows)); console.log('baseline 2000', cpu() - c);
  c = cpu();
  await db.transaction((tx) => insertResumes(tx, rows.map(r => ({...r, sections: {a:'',b:'',c:'',d:''}})))); console.log('no text 2000', cpu() - c);
  c = cpu();
  await db.transaction((tx) => insertResumes(tx, rows.map(r => ({...r, sections: {a:'',b:'',c:'',d:''}, title: '', skills: [], city: null, cityKey: null})))); console.log('no text no vocab 2000', cpu() - c);
  c = cpu();
  await db.transaction((tx) => insertResumes(tx, rows.map(r => ({...r, sections: {a:'',b:'',c:'',d:''}, title: '', skills: [], skillKeys: [], languageLevels: [], city: null, cityKey: null, resume: {}})))); console.log('no text no vocab no arrays no json 2000', cpu() - c);
  await db.close();
}
main();
