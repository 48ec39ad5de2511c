/** Download centre (docs/product-spec.md, section 2 and 8). The en file must have the same keys. */
const downloads = {
  title: '下载中心',
  description: '下载项目代码、部署脚本和技术文档',
  tabs: { code: '代码包', scripts: '部署脚本', docs: '文档' },
  download: '下载',
  open: '打开',
  checking: '准备中...',
  size: '大小：{{size}}',
  sizeUnknown: '大小未知',
  items: {
    project: { name: '项目完整代码包', text: '网站前后端全部源代码（不含依赖、数据和构建产物），可直接安装运行。' },
    scriptsZip: { name: '部署脚本合集', text: '包含 setup.cjs、deploy.cjs 和 check-environment.cjs 的压缩包。' },
    setup: { name: 'setup.cjs', text: '安装依赖、执行数据库迁移并创建第一个管理员账号。' },
    deploy: { name: 'deploy.cjs', text: '构建项目并以 NODE_ENV=production 启动服务。' },
    check: { name: 'check-environment.cjs', text: '检查 Node 版本、必需的环境变量以及数据库能否连接。' },
    techdocs: { name: '技术文档', text: '系统架构、接口与配置说明（网页）。' },
    instructions: { name: '下载说明', text: '各下载文件的内容与使用方法（Markdown）。' },
    guide: { name: '生产环境部署指南', text: '在服务器上部署本网站的完整步骤（Markdown）。' },
  },
  toast: {
    started: '开始下载',
    startedText: '正在下载 {{name}}',
    opened: '已打开',
    openedText: '{{name}} 已在新标签页打开',
    failedCode: '代码包下载失败',
    failedScripts: '部署脚本下载失败',
    failedDocs: '文档下载失败',
    openFailed: '打开失败',
    failedText: '{{name}} 暂时无法获取：{{message}}',
  },
};
export default downloads;
