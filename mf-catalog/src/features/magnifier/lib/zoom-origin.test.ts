import { CENTER, dragOrigin, isTap, originAt, panWithKey, PAN_STEP } from './zoom-origin';

const box = { left: 100, top: 50, width: 400, height: 200 };

describe('the magnifier’s zoom origin', () => {
  it('follows the pointer, inside the picture', () => {
    expect(originAt(box, 300, 150)).toEqual({ x: 50, y: 50 });
    expect(originAt(box, 100, 50)).toEqual({ x: 0, y: 0 });
    expect(originAt(box, 900, -10)).toEqual({ x: 100, y: 0 });
  });

  it('moves by one step per arrow key and stops at the edges', () => {
    expect(panWithKey(CENTER, 'ArrowRight')).toEqual({ x: 50 + PAN_STEP, y: 50 });
    expect(panWithKey(CENTER, 'ArrowUp')).toEqual({ x: 50, y: 50 - PAN_STEP });
    expect(panWithKey({ x: 95, y: 100 }, 'ArrowRight')).toEqual({ x: 100, y: 100 });
    expect(panWithKey({ x: 95, y: 100 }, 'ArrowDown')).toEqual({ x: 95, y: 100 });
    expect(panWithKey(CENTER, 'Enter')).toBeNull();
  });

  it('keeps the dragged point under the finger', () => {
    // Zoom 3: dragging right by a fifth of the width moves the origin left by a tenth (20% / (3 - 1)).
    expect(dragOrigin(CENTER, 80, 0, box, 3)).toEqual({ x: 40, y: 50 });
    expect(dragOrigin(CENTER, -4000, 4000, box, 3)).toEqual({ x: 100, y: 0 });
  });

  it('tells a tap from a drag', () => {
    expect(isTap(3, 4)).toBe(true);
    expect(isTap(12, 0)).toBe(false);
  });
});
