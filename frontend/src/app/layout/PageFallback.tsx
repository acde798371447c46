/** Shown in place of a screen while its code loads on the first visit (keeps the footer below the fold). */
export function PageFallback() {
  return <div style={{ minHeight: '100vh' }} aria-busy="true" />;
}
