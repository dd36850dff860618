import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdEarlyInput } from './early-input';

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
    const release = holdEarlyInput(container);
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
    const release = holdEarlyInput(container);
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
    expect(() => holdEarlyInput(drawnPage())()).not.toThrow();
  });
});

/** A paste box as the quick order has it: a controlled field, and a button that reads its state. */
function PasteBox({ onCheck }: { onCheck: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <textarea aria-label="Lines" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => onCheck(text)}>
        Check lines
      </button>
    </>
  );
}

describe('typing before hydration', () => {
  afterEach(() => document.body.replaceChildren());

  it("hands what was typed to React once it has the field, then replays the tap: the button reads the shopper's text", async () => {
    const checked: string[] = [];
    const onCheck = (text: string) => checked.push(text);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PasteBox onCheck={onCheck} />);
    document.body.append(container);
    const frames: (() => void)[] = [];
    const release = holdEarlyInput(container, (then) => frames.push(then));

    // The shopper pastes into the server's drawing and taps "Check lines" before the scripts have started.
    const field = container.querySelector('textarea')!;
    field.value = 'LW-07-000123 4\nLW-02-000010 1';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    container.querySelector('button')!.click();

    await act(async () => {
      hydrateRoot(container, <PasteBox onCheck={onCheck} />);
      release();
    });
    expect(checked).toEqual([]);
    // Frame by frame, as the browser paints them.
    while (frames.length > 0) await act(async () => frames.shift()!());
    expect(checked).toEqual(['LW-07-000123 4\nLW-02-000010 1']);
    expect(field.value).toBe('LW-07-000123 4\nLW-02-000010 1');
  });

  it('lets go of a field that was drawn afresh, and still replays the tap', () => {
    const container = document.createElement('div');
    container.innerHTML = '<input aria-label="Search"><button type="button">Search</button>';
    document.body.append(container);
    const frames: (() => void)[] = [];
    const release = holdEarlyInput(container, (then) => frames.push(then));
    const input = container.querySelector('input')!;
    input.value = 'lamp';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const button = container.querySelector('button')!;
    button.click();
    const clicks = jest.fn();
    button.addEventListener('click', clicks);
    release();
    // Never hydrated: waited for about two seconds of frames, then the tap goes through.
    for (let frame = 0; frame < 200 && frames.length > 0; frame++) frames.shift()!();
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});
