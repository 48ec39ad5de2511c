/** Public-site strings: home. The en file must have the same keys. */
const home = {
  placeholder: '',
};
export default home;
