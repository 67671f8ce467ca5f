/**
 * Copyright line with the brand and the current year (spec). Prerendered with the build's year: a
 * page hydrated in a later year keeps its form (a text mismatch would make React render the whole
 * page again, dropping what was typed) and shows the build's year until its next render.
 */
export function AuthFooter() {
  return (
    <p className="text-center text-secondary small mt-4 mb-0" suppressHydrationWarning>
      © {new Date().getFullYear()} E-Learning. All rights reserved.
    </p>
  );
}
