/**
 * Under the spec's mobile breakpoint (768 px) every control of the inbox is at least 44 px high, the
 * size a thumb hits reliably (WCAG 2.5.5); `!` because a select's height comes from a data attribute.
 */
export const touchTarget = 'max-md:h-11! max-md:min-w-11';
