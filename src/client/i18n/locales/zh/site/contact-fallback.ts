/**
 * The contact dialog's description, and where no phone, email, WhatsApp, WeChat or address is set yet
 * the enquiry form instead (contact dialog, /contact): strings of those chunks, not every page's.
 */
const contactFallback = {
  /** where some channel is set; with the dialog's chunk, not every page's strings */
  channelsDescription: '欢迎通过以下方式与我们的顾问取得联系。',
  dialogDescription: '请通过咨询表单留言，我们的顾问会通过您留下的邮箱或电话回复您。',
  formLink: '填写咨询表单',
  pageText: '请通过本页的咨询表单留言，我们的顾问会通过您留下的邮箱或电话回复您。',
};
export default contactFallback;
