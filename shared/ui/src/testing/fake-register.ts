/** What react-hook-form's `register(name)` hands a control: its name, change/blur handlers and a callback ref. */
export function fakeRegister(name: string) {
  const elements: HTMLElement[] = [];
  return {
    elements,
    props: {
      name,
      onChange: jest.fn(),
      onBlur: jest.fn(),
      ref: (el: HTMLElement | null) => {
        if (el) elements.push(el);
      },
    },
  };
}
