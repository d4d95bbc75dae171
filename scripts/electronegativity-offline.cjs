// Preloaded into electronegativity: it fetches translations and Electron release data from
// the internet, which CI cannot reach; those failures arrive as uncaught errors from `got`.
// Only those are ignored; every other error still ends the run.
process.on('uncaughtException', (error) => {
  const offline =
    error && (error.name === 'RequestError' || String(error.message).includes('onCancel'));
  if (!offline) throw error;
});
