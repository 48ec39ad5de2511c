/** Public-site strings: services. The en file must have the same keys. */
const services = {
  placeholder: '',
};
export default services;
