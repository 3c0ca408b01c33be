import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from '../constants';

const isNarrow = () => window.innerWidth < MOBILE_BREAKPOINT_PX;

/** Whether the viewport is under the mobile breakpoint, re-read 100 ms after resizing stops. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(isNarrow);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMobile(isNarrow()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return mobile;
}
