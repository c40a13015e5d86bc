declare const files: string[];
export default files;
