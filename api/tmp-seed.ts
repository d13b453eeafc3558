import { openPglite } from './src/db/pglite';
import { migrate } from './src/db/migrate';
import { seedGeneratedResumes } from './src/modules/cv/demo/seed-demo';
const cpu = () => { const u = process.cpuUsage(); return Math.round((u.user + u.system) / 1000); };
async function main() {
  const db = await openPglite({});
  await migrate(db);
  const t0 = Date.now(); const c0 = cpu();
  await seedGeneratedResumes(db, { start: 0, count: Number(process.argv[2] ?? 20000), onProgress: (d) => console.log(d, 'wall', Date.now() - t0, 'cpu', cpu() - c0) });
  console.log('seed wall ms', Date.now() - t0, 'cpu', cpu() - c0);
  const q = async (sql: string) => console.log(sql.slice(0, 60), JSON.stringify((await db.query(sql)).rows));
  await q(`select count(*) filter (where search_vector @@ to_tsquery('russian','developer'))::float / count(*) as dev, count(*) filter (where search_vector @@ to_tsquery('russian','разработчик'))::float / count(*) as razr from resumes`);
  await q(`select pg_size_pretty(pg_total_relation_size('resumes')) t, pg_size_pretty(pg_relation_size('resumes')) h, pg_size_pretty(pg_relation_size('resumes_search_vector_idx')) g`);
  await db.close();
}
main();
