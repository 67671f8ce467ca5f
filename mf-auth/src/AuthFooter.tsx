/** Copyright line with the brand and the current year (spec). */
export function AuthFooter() {
  return (
    <p className="text-center text-secondary small mt-4 mb-0">
      © {new Date().getFullYear()} E-Learning. All rights reserved.
    </p>
  );
}
