import { chromium } from '@playwright/test';
import { CHROMIUM } from '../support/chromium';
import { freePort } from '../support/ports';
import { startRemotes } from '../support/start-remotes';
import { startStore } from '../support/start-store';
import { frontEndApps } from '../support/workspace';

async function main() {
  const { remotes } = await frontEndApps();
  const port = await freePort();
  const served = await startRemotes(remotes, [`http://127.0.0.1:${port}`]);
  const store = await startStore({ shellPort: port, remotes: served.addresses });
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const rows: string[] = [];
    cdp.on('Network.requestWillBeSent', (e: any) => {
      const i = e.initiator;
      const by = i.url ?? i.stack?.callFrames?.[0]?.url ?? i.stack?.parent?.callFrames?.[0]?.url ?? '';
      rows.push(`${e.request.url.replace(/http:\/\/127.0.0.1:\d+/, '')} <- ${i.type} ${by.replace(/http:\/\/127.0.0.1:\d+/, '')} ${e.request.headers['Sec-Fetch-Mode'] ?? ''}`);
    });
    await page.goto(`${store.baseURL}/pc`);
    await page.getByRole('main').getByRole('list', { name: 'Products' }).getByRole('listitem').first().waitFor();
    await page.waitForTimeout(2500);
    console.log(rows.join('\n'));
  } finally {
    await browser.close();
    await store.stop();
    await served.stop();
  }
}
void main();
