import { holdEarlyTaps } from './early-taps';

function drawnPage() {
  const container = document.createElement('div');
  container.innerHTML =
    '<button type="button">View shipping details</button><form><button>Send</button></form><a href="#x">Back</a>';
  document.body.append(container);
  return container;
}

describe('taps before hydration', () => {
  afterEach(() => document.body.replaceChildren());

  it('holds the last button tapped and taps it again once released, sending no form meanwhile', () => {
    const container = drawnPage();
    const release = holdEarlyTaps(container);
    const [view, send] = [...container.querySelectorAll('button')] as HTMLButtonElement[];
    const submitted = jest.fn((event: Event) => event.preventDefault());
    container.querySelector('form')!.addEventListener('submit', submitted);
    const clicks: string[] = [];
    container.addEventListener('click', (event) => clicks.push((event.target as Element).textContent ?? ''));
    send!.click();
    view!.click();
    expect(clicks).toEqual([]);
    expect(submitted).not.toHaveBeenCalled();
    release();
    expect(clicks).toEqual(['View shipping details']);
    // Released, taps go through as they come.
    send!.click();
    expect(clicks).toEqual(['View shipping details', 'Send']);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves links to the browser, and taps nothing that is gone or was never tapped', () => {
    const container = drawnPage();
    const release = holdEarlyTaps(container);
    const link = container.querySelector('a')!;
    const followed = jest.fn();
    link.addEventListener('click', followed);
    link.click();
    expect(followed).toHaveBeenCalledTimes(1);
    const clicks = jest.fn();
    container.addEventListener('click', clicks);
    container.querySelector('button')!.click();
    container.replaceChildren();
    release();
    expect(clicks).not.toHaveBeenCalled();
    expect(() => holdEarlyTaps(drawnPage())()).not.toThrow();
  });
});
