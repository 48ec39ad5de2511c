/** The preview pages (/preview/…, docs/decisions/0016-publishing.md), in their chunk. The en file must have the same keys. */
const preview = {
  banner: '预览 — 尚未发布',
  bannerHint: '这是已保存草稿的预览，访客还看不到。',
  revision: '历史版本 #{{id}}',
  loading: '正在加载预览…',
  invalidTitle: '此预览链接已失效',
  invalidText: '预览链接在 48 小时后过期，也可能已被撤销。请向发送链接的同事索取新链接。',
  signInTitle: '请先登录',
  signInText: '只有登录的管理员才能预览草稿。',
  signIn: '登录',
  failedTitle: '无法加载预览',
};
export default preview;
