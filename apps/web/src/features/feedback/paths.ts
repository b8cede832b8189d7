export const FEEDBACK_PATH = '/uni_modules/uni-feedback/pages/opendb-feedback/opendb-feedback';
export const MY_FEEDBACK_PATH = '/uni_modules/uni-feedback/pages/my-feedback/my-feedback';
