/** The id of the testimonials' heading: the anchor whose nearness to the viewport loads the carousel. */
export const TESTIMONIALS_ANCHOR = 'testimonials-title';
