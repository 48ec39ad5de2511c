/** Categories screen (docs/product-spec.md, section 2 and 8). The en file must have the same keys. */
const categories = {
  title: '分类管理',
  description: '管理网站五大服务板块的名称与翻译键',
  table: {
    id: 'ID',
    type: '类型',
    name: '名称',
    translationKey: '翻译键',
    basePath: '基础路径',
    actions: '操作',
  },
  total: '共 {{count}} 个主分类',
  empty: '暂无分类',
  loadFailed: '加载分类失败',
  editLabel: '编辑分类“{{name}}”',
  dialog: {
    title: '编辑分类',
    description: '只能修改名称和翻译键，类型和基础路径不可更改。',
    name: '名称',
    namePlaceholder: '请输入分类名称',
    translationKey: '翻译键（选填）',
    translationKeyPlaceholder: '例如 nav.immigration',
    translationKeyHint: '留空则保持原有翻译键不变',
    type: '类型',
    basePath: '基础路径',
    readOnly: '不可更改',
  },
  toast: {
    updated: '分类已更新',
    updatedText: '“{{name}}”已保存',
    updateFailed: '更新失败',
  },
};
export default categories;
