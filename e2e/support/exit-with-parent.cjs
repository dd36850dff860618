// Preloaded into every server the journeys start (`node --require`). When the test run's process goes away in
// any way, even killed outright, this process is handed to another parent; the server then stops itself through
// its own SIGTERM handler. (Watching a stdin pipe instead hangs Node 20 when a module loader such as tsx is on.)
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 500).unref();
