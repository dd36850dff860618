import type { Theme } from '@emotion/react';
import { useId, useRef } from 'react';
import { Button, visuallyHiddenStyle } from '@shop/ui';
import { useCatalogTexts } from '../../../i18n/texts';
import { useMagnifier } from '../hooks/use-magnifier';
import { frame, picture, viewport } from './magnifier-style';

export interface MagnifierProps {
  src: string;
  alt: string;
  /** How much bigger the zoomed picture is. */
  zoom?: number;
}

/** A product picture that zooms with a mouse (hover), a finger (tap, then drag) or the keyboard (see the hint). */
export default function Magnifier({ src, alt, zoom = 2.5 }: MagnifierProps) {
  const t = useCatalogTexts();
  const hintId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { zoomed, locked, origin, pointer, toggle, onKeyDown } = useMagnifier(zoom, toggleRef);
  return (
    <div css={frame}>
      <div css={(theme: Theme) => viewport(theme, locked)} {...pointer}>
        <img
          src={src}
          alt={alt}
          draggable={false}
          css={picture}
          // The position changes with every pointer move: an inline style, not a generated class per position.
          style={{ transform: zoomed ? `scale(${zoom})` : undefined, transformOrigin: `${origin.x}% ${origin.y}%` }}
        />
      </div>
      <Button
        ref={toggleRef}
        size="sm"
        aria-pressed={locked}
        aria-describedby={hintId}
        onClick={toggle}
        // The zoom button is the one focusable part, so its keys move and leave the zoom.
        onKeyDown={onKeyDown}
      >
        {t('magnifier.toggle')}
      </Button>
      {/* Read with the zoom button by assistive technology; a sighted shopper sees the zoom at work instead. */}
      <p id={hintId} css={visuallyHiddenStyle}>
        {t('magnifier.hint')}
      </p>
    </div>
  );
}
