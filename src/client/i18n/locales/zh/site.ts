/** Owned by the site feature; filled as it is built. */
const site = {
  placeholder: '',
};
export default site;
