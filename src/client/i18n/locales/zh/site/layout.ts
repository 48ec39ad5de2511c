/** Public-site strings: layout. The en file must have the same keys. */
const layout = {
  placeholder: '',
};
export default layout;
