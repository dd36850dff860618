import { quickOrderProduct } from '../../../testing/fixtures';
import { lineStatuses, skuKey, type CheckedSkus, type SkuAnswer } from './line-status';

const mug = quickOrderProduct({ id: 2, sku: 'LW-07-000132', name: 'Mug', inventory: 10, in_cart: 4 });
const hanoi = quickOrderProduct({ id: 3, sku: 'LW-09-000001', warehouse_id: 2, warehouse_name: 'Hanoi Warehouse' });
const gone = quickOrderProduct({ id: 4, sku: 'LW-01-000004', inventory: 0, sold_out: true });
const caseRed = quickOrderProduct();

const checked = (cartWarehouseId: number | null = null): CheckedSkus => ({
  cartWarehouseId,
  answers: new Map<string, SkuAnswer>([
    ...[mug, hanoi, gone, caseRed].map((product) => [product.sku, { product }] as [string, SkuAnswer]),
    ['LW-07-00013', { suggestions: [{ id: 2, sku: 'LW-07-000132', name: 'Mug' }] }],
  ]),
});

describe('lineStatuses', () => {
  it('compares SKUs without regard to case or spaces', () => {
    expect(skuKey('  lw-07-000132 ')).toBe('LW-07-000132');
    expect(lineStatuses([{ sku: 'lw-02-000001 ', quantity: '2' }], checked())).toEqual([
      { state: 'ready', product: caseRed, quantity: 2 },
    ]);
  });

  it('tells each problem: unknown, duplicate, quantity, sold out, more than the cart can take', () => {
    const statuses = lineStatuses(
      [
        { sku: 'LW-02-000001', quantity: '1' },
        { sku: 'lw-07-00013', quantity: '1' },
        { sku: 'LW-02-000001', quantity: '3' },
        { sku: 'LW-07-000132', quantity: '1.5' },
        { sku: 'LW-01-000004', quantity: '1' },
        { sku: 'LW-07-000132', quantity: '7' },
        { sku: '', quantity: '1' },
        { sku: 'LW-NEW', quantity: '1' },
      ],
      checked(),
    );
    expect(statuses.map((status) => (status.state === 'problem' ? status.problem : status.state))).toEqual([
      'ready',
      { kind: 'unknown', sku: 'lw-07-00013', suggestions: ['LW-07-000132'] },
      { kind: 'duplicate', line: 1 },
      { kind: 'quantity' },
      { kind: 'soldOut' },
      { kind: 'duplicate', line: 4 },
      'empty',
      'checking',
    ]);
    expect(lineStatuses([{ sku: 'LW-07-000132', quantity: '7' }], checked())[0]).toMatchObject({
      problem: { kind: 'overStock', count: 6, stock: 10, inCart: 4 },
    });
  });

  it("flags the lines of another warehouse than the cart's, or than most lines'", () => {
    const lines = [
      { sku: 'LW-09-000001', quantity: '1' },
      { sku: 'LW-02-000001', quantity: '1' },
      { sku: 'LW-07-000132', quantity: '1' },
    ];
    expect(lineStatuses(lines, checked()).map((status) => status.state)).toEqual(['problem', 'ready', 'ready']);
    expect(lineStatuses(lines, checked())[0]).toMatchObject({
      problem: { kind: 'warehouse', warehouse: 'Hanoi Warehouse', orderWarehouse: 'Shenzhen Warehouse' },
    });
    // The cart's selected lines ship from Hanoi: the others are the ones refused, naming no line's warehouse.
    expect(lineStatuses(lines.slice(0, 2), checked(2))[1]).toMatchObject({
      problem: { kind: 'warehouse', warehouse: 'Shenzhen Warehouse', orderWarehouse: 'Hanoi Warehouse' },
    });
    expect(lineStatuses(lines.slice(1), checked(2))[0]).toMatchObject({
      problem: { kind: 'warehouse', orderWarehouse: null },
    });
  });

  it('keeps a refusal of the cart until the line is edited', () => {
    const lines = [{ sku: 'LW-07-000132', quantity: '2' }];
    const refusals = new Map([[0, { reason: 'quantity_over_inventory' as const, available: 1 }]]);
    expect(lineStatuses(lines, checked(), refusals)[0]).toMatchObject({
      problem: { kind: 'overStock', count: 1, stock: 10, inCart: 9 },
    });
  });
});
