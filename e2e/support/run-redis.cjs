// `node --require exit-with-parent.cjs run-redis.cjs <redis-server> <args...>`: redis-server under a Node process,
// so it stops like every other server of the run: on SIGTERM from the harness, and when the test runner goes away
// however it ends (exit-with-parent.cjs sends this process SIGTERM, passed on to redis-server).
const { spawn } = require('node:child_process');

const [binary, ...args] = process.argv.slice(2);
const redis = spawn(binary, args, { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => redis.kill('SIGTERM'));
redis.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
redis.on('error', (error) => {
  console.error(error);
  process.exit(1);
});
