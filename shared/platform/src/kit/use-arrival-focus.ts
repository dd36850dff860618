import { useEffect, useRef } from 'react';
import { NavigationType, useNavigationType } from 'react-router-dom';

/**
 * Props for the heading of a page an action leads to (the payment result after "Pay now", a request after its
 * submit): reached by an in-app navigation, the page puts focus on it, so a screen reader reads on from the new
 * page's title and a keyboard user goes on from there, not from `<body>` (the control that navigated is gone). A
 * first load, a reload and back or forward (a POP) leave focus to the browser, as for any document.
 */
export function useArrivalFocus<T extends HTMLElement = HTMLHeadingElement>() {
  const navigation = useNavigationType();
  const ref = useRef<T>(null);
  const arrivedBy = useRef(navigation);
  // Once, when the page arrives: a later change of its address (a search, a tab) is not an arrival.
  useEffect(() => {
    if (arrivedBy.current !== NavigationType.Pop) ref.current?.focus();
  }, []);
  return { ref, tabIndex: -1 } as const;
}
