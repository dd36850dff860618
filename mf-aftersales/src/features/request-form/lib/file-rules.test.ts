import { addFiles } from './file-rules';

const MB = 1024 * 1024;
const file = (name: string, size = 10, type = '') => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};
const images = (count: number) => Array.from({ length: count }, (_, i) => file(`p${i}.png`, 10, 'image/png'));

describe('the files a request may carry (spec 9)', () => {
  it('keeps up to 10 images and refuses the 11th by name', () => {
    const { kept, refused } = addFiles('images', images(9), images(2));
    expect(kept).toHaveLength(10);
    expect(refused).toEqual([{ name: 'p1.png', problem: 'too_many' }]);
  });

  it('keeps up to 5 attachments', () => {
    const chosen = Array.from({ length: 6 }, (_, i) => file(`d${i}.pdf`));
    const { kept, refused } = addFiles('attachments', [], chosen);
    expect(kept).toHaveLength(5);
    expect(refused).toEqual([{ name: 'd5.pdf', problem: 'too_many' }]);
  });

  it('refuses a file over 10MB and keeps one of exactly 10MB', () => {
    const { kept, refused } = addFiles('attachments', [], [file('big.pdf', 10 * MB + 1), file('edge.docx', 10 * MB)]);
    expect(kept.map((f) => f.name)).toEqual(['edge.docx']);
    expect(refused).toEqual([{ name: 'big.pdf', problem: 'too_large' }]);
  });

  it('refuses a file of the other kind in each field', () => {
    expect(addFiles('images', [], [file('a.pdf', 10, 'application/pdf')]).refused).toEqual([
      { name: 'a.pdf', problem: 'wrong_type' },
    ]);
    expect(addFiles('attachments', [], [file('a.exe')]).refused).toEqual([{ name: 'a.exe', problem: 'wrong_type' }]);
  });
});
