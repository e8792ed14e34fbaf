// One of Arco's line icons (a 48 × 48 stroked path) drawn inline, for our own markup that needs a
// chevron or a cross without importing the icon package's component.
export function LineIcon({ d }: { d: string }) {
  return (
    <svg
      fill="none"
      stroke="currentColor"
      strokeWidth="4"
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className="arco-icon"
    >
      <path d={d} />
    </svg>
  );
}
