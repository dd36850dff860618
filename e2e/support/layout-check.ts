import type { Page } from '@playwright/test';

/** What the layout check found wrong on one page, one line per problem. */
export interface LayoutFinding {
  check: 'overflow' | 'overlap' | 'tap-target' | 'header-share';
  detail: string;
}

export interface LayoutReport {
  /** The document's width against the viewport's (no sideways scrolling when it is not wider). */
  documentWidth: number;
  viewportWidth: number;
  /** The page header's height (the first `header` outside `main`; 0 when the page has none) and its share. */
  headerHeight: number;
  headerShare: number;
  findings: LayoutFinding[];
}

export interface LayoutLimits {
  /** The smallest tap target's side in CSS pixels (WCAG 2.5.8: 24). */
  minTarget: number;
  /** The largest share of the first screen the header may take. */
  maxHeaderShare: number;
  /** The overlap, in pixels each way, from which two text boxes count as overlapping (rounding is not overlap). */
  overlapTolerance: number;
}

export const DEFAULT_LIMITS: LayoutLimits = { minTarget: 24, maxHeaderShare: 0.15, overlapTolerance: 2 };

/**
 * Checks the page as it is now, in its viewport (a phone's or a tablet's):
 * - overflow: the document is wider than the viewport (sideways scrolling); the widest elements are named;
 * - overlap: two visible text boxes (not the folded body of a closed <details>) (each line of each text node, clipped by its scrolling or clipping ancestors)
 *   intersect; text in fixed or sticky parts (a sticky action bar, a toast) is left out, it overlaps by design;
 * - tap-target: a visible link, button, input, select, text area or summary smaller than `minTarget` either way (a
 *   link inside a sentence is exempt, as in WCAG 2.5.8; a check box or radio counts with its label);
 * - header-share: the header takes more than `maxHeaderShare` of the first screen.
 */
export async function checkLayout(page: Page, limits: LayoutLimits = DEFAULT_LIMITS): Promise<LayoutReport> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the layout check needs a page with a fixed viewport');
  // The configured viewport, not window.inner*: a phone browser zooms out on a page wider than its screen.
  return page.evaluate(
    ({ viewportWidth, viewportHeight, limits }) => {
      type Box = { left: number; top: number; right: number; bottom: number };
      const findings: { check: 'overflow' | 'overlap' | 'tap-target' | 'header-share'; detail: string }[] = [];
      const describe = (element: Element): string => {
        const id = element.id ? `#${element.id}` : '';
        const role = element.getAttribute('role');
        const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
        return `<${element.tagName.toLowerCase()}${id}${role ? ` role=${role}` : ''}> "${label.slice(0, 40)}"`;
      };
      const round = (n: number) => Math.round(n * 10) / 10;
      const hidden = (element: Element): boolean => {
        // The browser's own answer covers what styles alone do not say: the body of a closed <details> is not drawn.
        if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return true;
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return true;
          // Visually hidden text (the kit's sr-only style) is for assistive technology only.
          if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
        }
        return false;
      };
      const floating = (element: Element): boolean => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const position = getComputedStyle(node).position;
          if (position === 'fixed' || position === 'sticky') return true;
        }
        return false;
      };
      const clipOf = new Map<Element, Box | null>();
      /** The part of the page an element's content can show in: its clipping ancestors' boxes, intersected. */
      const clipBox = (element: Element): Box | null => {
        if (clipOf.has(element)) return clipOf.get(element)!;
        const parent = element.parentElement;
        let box: Box | null = parent ? clipBox(parent) : null;
        const style = getComputedStyle(element);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const own = element.getBoundingClientRect();
          box = box
            ? {
                left: Math.max(box.left, own.left),
                top: Math.max(box.top, own.top),
                right: Math.min(box.right, own.right),
                bottom: Math.min(box.bottom, own.bottom),
              }
            : { left: own.left, top: own.top, right: own.right, bottom: own.bottom };
        }
        clipOf.set(element, box);
        return box;
      };

      // Overflow.
      const root = document.documentElement;
      const documentWidth = Math.max(root.scrollWidth, document.body.scrollWidth);
      if (documentWidth > viewportWidth + 1) {
        const widest = [...document.body.querySelectorAll('*')]
          .filter((element) => !hidden(element) && element.getBoundingClientRect().right > viewportWidth + 1)
          // The innermost offenders say most: an element whose children all stick out is only their container.
          .filter(
            (element) =>
              ![...element.children].some((child) => child.getBoundingClientRect().right > viewportWidth + 1),
          )
          .slice(0, 3)
          .map((element) => `${describe(element)} ends at ${round(element.getBoundingClientRect().right)}px`);
        findings.push({
          check: 'overflow',
          detail: `document is ${documentWidth}px wide in a ${viewportWidth}px viewport: ${widest.join('; ')}`,
        });
      }

      // Overlapping text.
      const texts: { box: Box; owner: Element; text: string }[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const owner = node.parentElement;
        if (!text || !owner || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'OPTION'].includes(owner.tagName)) continue;
        if (hidden(owner) || floating(owner)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const clip = clipBox(owner);
        for (const rect of range.getClientRects()) {
          const box = clip
            ? {
                left: Math.max(rect.left, clip.left),
                top: Math.max(rect.top, clip.top),
                right: Math.min(rect.right, clip.right),
                bottom: Math.min(rect.bottom, clip.bottom),
              }
            : { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
          if (box.right - box.left > 1 && box.bottom - box.top > 1) texts.push({ box, owner, text });
        }
      }
      texts.sort((a, b) => a.box.top - b.box.top);
      const tolerance = limits.overlapTolerance;
      const reported = new Set<string>();
      for (let i = 0; i < texts.length; i += 1) {
        const a = texts[i]!;
        for (let j = i + 1; j < texts.length && texts[j]!.box.top < a.box.bottom - tolerance; j += 1) {
          const b = texts[j]!;
          if (a.owner === b.owner && a.text === b.text) continue;
          const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (width <= tolerance || height <= tolerance) continue;
          const key = `${a.text}|${b.text}`;
          if (reported.has(key)) continue;
          reported.add(key);
          findings.push({
            check: 'overlap',
            detail: `"${a.text.slice(0, 40)}" and "${b.text.slice(0, 40)}" overlap by ${round(width)}x${round(height)}px`,
          });
        }
      }

      // Tap targets.
      const targets = document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"]',
      );
      for (const target of targets) {
        if (hidden(target)) continue;
        let rect: Box = target.getBoundingClientRect();
        // Nothing to see and nothing to tap: no area (a link around a picture still loading, a collapsed part).
        if (rect.right - rect.left === 0 || rect.bottom - rect.top === 0) continue;
        if (target instanceof HTMLInputElement && ['checkbox', 'radio'].includes(target.type) && target.labels) {
          for (const label of target.labels) {
            const own = label.getBoundingClientRect();
            rect = {
              left: Math.min(rect.left, own.left),
              top: Math.min(rect.top, own.top),
              right: Math.max(rect.right, own.right),
              bottom: Math.max(rect.bottom, own.bottom),
            };
          }
        }
        const width = rect.right - rect.left;
        const height = rect.bottom - rect.top;
        if (width >= limits.minTarget && height >= limits.minTarget) continue;
        // WCAG 2.5.8's inline exception: a link in a sentence is sized by the line it is in.
        if (target.tagName === 'A' && getComputedStyle(target).display === 'inline') {
          const sentence = target.parentElement?.textContent?.trim() ?? '';
          if (sentence.length > (target.textContent?.trim().length ?? 0)) continue;
        }
        findings.push({ check: 'tap-target', detail: `${describe(target)} is ${round(width)}x${round(height)}px` });
      }

      // The header's share of the first screen.
      const header = [...document.querySelectorAll('header')].find((element) => !element.closest('main'));
      const headerHeight = header && !hidden(header) ? header.getBoundingClientRect().height : 0;
      const headerShare = headerHeight / viewportHeight;
      if (headerShare > limits.maxHeaderShare) {
        findings.push({
          check: 'header-share',
          detail: `header is ${round(headerHeight)}px, ${Math.round(headerShare * 100)}% of a ${viewportHeight}px screen`,
        });
      }
      return { documentWidth, viewportWidth, headerHeight: round(headerHeight), headerShare, findings };
    },
    { viewportWidth: viewport.width, viewportHeight: viewport.height, limits },
  );
}
