/** Public-site strings: news. The en file must have the same keys. */
const news = {
  placeholder: '',
};
export default news;
