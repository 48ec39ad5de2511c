/** Public-site strings: the technical documentation page (Chinese text; the en file carries the English rendering). */
const techdocs = {
  placeholder: '',
};
export default techdocs;
