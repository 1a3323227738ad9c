/** The pictures an image field may name: photos the build resizes (src/build/images.server.ts) and SVG drawings. */
const pictureFile = /\.(jpe?g|png|webp|avif|svg)$/i;

/** The folder of public/ whose pictures the build makes ready for pages. */
export const picturesFolder = "/images/";

/** What is wrong with the picture path `value`, apart from whether its file exists; undefined when nothing is. */
export function pictureMistake(
  value: string,
): { message: string; hint: string; mn: { message: string; hint: string } } | undefined {
  if (!pictureFile.test(value))
    return {
      message: `public${value} is not a picture a page can show`,
      hint: "use a photo saved as JPEG, PNG, WebP or AVIF (.jpg, .png, .webp, .avif), or an SVG drawing (.svg)",
      mn: {
        message: `«${value}» файл нь хуудсанд харуулж болох зураг биш`,
        hint: "JPEG, PNG, WebP, AVIF хэлбэрээр хадгалсан зураг (.jpg, .png, .webp, .avif) эсвэл SVG зураг (.svg) сонгоно уу",
      },
    };
  if (!value.startsWith(picturesFolder))
    return {
      message: `public${value} is not in the folder public/images/, whose pictures the build resizes for phones`,
      hint: `move it to public/images/ and write its path as /images/${value.split("/").pop()}`,
      mn: {
        message: `«${value}» зураг зургийн «public/images» хавтсанд байхгүй тул утсанд тохируулан жижигрүүлэх боломжгүй`,
        hint: `Зургийн сангаас сонгох, эсвэл зургийг дахин оруулна уу («/images/${value.split("/").pop()}»)`,
      },
    };
  return undefined;
}

/** Whether `path` (from the site's root) names a picture an image field may name. */
export const isPicturePath = (path: string) => pictureFile.test(path) && path.startsWith(picturesFolder);
