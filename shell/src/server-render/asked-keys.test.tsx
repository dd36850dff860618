/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import useSWR, { SWRConfig } from 'swr';
import { getCart } from '@shop/api/calls';
import { callKey, type CallKey } from '@shop/platform';
import { collectAskedKeys } from './asked-keys';

describe('the keys a server render asks for', () => {
  it('are noted, and a key not asked yet (null) is not', () => {
    const asked: CallKey[] = [];
    function Page() {
      useSWR(callKey(getCart, {}, 'visitor:0'), null);
      useSWR(null, null);
      return null;
    }
    renderToString(
      <SWRConfig value={{ use: [collectAskedKeys((key) => asked.push(key))] }}>
        <Page />
      </SWRConfig>,
    );
    expect(asked).toEqual([callKey(getCart, {}, 'visitor:0')]);
  });
});
