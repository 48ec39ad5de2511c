/** Owned by the admin feature; filled as it is built. */
const admin = {
  placeholder: '',
};
export default admin;
