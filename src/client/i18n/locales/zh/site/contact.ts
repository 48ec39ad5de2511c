/** Public-site strings: contact. The en file must have the same keys. */
const contact = {
  placeholder: '',
};
export default contact;
