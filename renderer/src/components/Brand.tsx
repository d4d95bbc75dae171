export function Brand({ large }: { large?: boolean }) {
  return (
    <div className={`brand${large ? ' brand-large' : ''}`}>
      <span className="brand-mark" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        >
          <path d="M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0V8zM12 17v4" />
        </svg>
      </span>
      <span className="brand-name">Integration Console</span>
    </div>
  );
}
