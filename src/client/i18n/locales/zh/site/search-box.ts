/** Public-site strings: the search box of the navbar and mobile menu (site.search.box), with every page. The en file must have the same keys. */
const searchBox = {
  label: '搜索网站',
  placeholder: '搜索服务',
  submit: '搜索',
};
export default searchBox;
