import { useId } from 'react';

/** The PromptForge mark: a rounded square with a stylised "P" and a spark. Decorative. */
export function BrandMark({ size = 28 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7f71ff" />
          <stop offset="1" stopColor="#4f7dff" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M10 23V9h7.5a4.5 4.5 0 0 1 0 9H14v5" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinejoin="round" strokeLinecap="round" />
      <circle cx="23.5" cy="22.5" r="2" fill="#fff" />
    </svg>
  );
}
