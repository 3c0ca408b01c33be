import { OfflineAssistant } from '../src/assistant/offline/offline-provider';
const a = new OfflineAssistant('https://x');
(async () => {
  for (const m of process.argv.slice(2)) { console.log('=== ' + m); console.log(await a.reply({ history: [], message: m })); }
})();
