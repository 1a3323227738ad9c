// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { cleanRichText } from "../../../src/content/sanitize.server";
import { cleanPastedHtml } from "./paste";
import { pasted } from "./test-editor";

// What Word (Microsoft 365, Windows) puts on the clipboard for a heading, a paragraph with bold and
// italic words, an empty line, a bulleted and a numbered list, a link and a table, as Chrome hands it to a page.
const word = `<html xmlns:v="urn:schemas-microsoft-com:vml"
xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word"
xmlns:m="http://schemas.microsoft.com/office/2004/12/omml"
xmlns="http://www.w3.org/TR/REC-html40">
<head>
<meta http-equiv=Content-Type content="text/html; charset=utf-8">
<meta name=ProgId content=Word.Document>
<meta name=Generator content="Microsoft Word 15">
<link rel=File-List href="file:///C:/Users/saraa/AppData/Local/Temp/msohtmlclip1/01/clip_filelist.xml">
<!--[if gte mso 9]><xml>
 <o:OfficeDocumentSettings>
  <o:AllowPNG/>
 </o:OfficeDocumentSettings>
</xml><![endif]-->
<style>
<!--
 /* Style Definitions */
 p.MsoNormal, li.MsoNormal, div.MsoNormal
	{mso-style-unhide:no;
	margin:0cm;
	font-size:11.0pt;
	font-family:"Calibri",sans-serif;}
-->
</style>
</head>
<body lang=EN-US link="#0563C1" vlink="#954F72" style='tab-interval:36.0pt;word-wrap:break-word'>
<!--StartFragment-->
<h1><span lang=MN style='mso-ansi-language:MN'>Виз мэдүүлэх<o:p></o:p></span></h1>
<p class=MsoNormal><span lang=MN style='mso-ansi-language:MN'>Энэ бол <b>чухал</b> мэдээлэл,
<i style='mso-bidi-font-style:normal'>анхааралтай</i> уншина уу.<o:p></o:p></span></p>
<p class=MsoNormal><span lang=MN style='mso-ansi-language:MN'><o:p>&nbsp;</o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'><span
style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=MN style='mso-ansi-language:MN'>Гадаад паспорт<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span
style='font-family:"Courier New";mso-fareast-font-family:"Courier New"'><span
style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;
</span></span></span><![endif]><span lang=MN style='mso-ansi-language:MN'>Хүчинтэй хугацаа 6 сараас дээш<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'><span
style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=MN style='mso-ansi-language:MN'>Цээж зураг<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span
style='mso-bidi-font-family:Calibri;mso-bidi-theme-font:minor-latin'><span
style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=MN style='mso-ansi-language:MN'>Маягт бөглөх<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span
style='mso-bidi-font-family:Calibri;mso-bidi-theme-font:minor-latin'><span
style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=MN style='mso-ansi-language:MN'>Хураамж төлөх<o:p></o:p></span></p>
<p class=MsoNormal><span lang=MN style='mso-ansi-language:MN'>Дэлгэрэнгүйг </span><a
href="https://immi.homeaffairs.gov.au/"><span lang=MN style='mso-ansi-language:MN'>эндээс</span></a><span
lang=MN style='mso-ansi-language:MN'> үзнэ үү.<o:p></o:p></span></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0
 style='border-collapse:collapse;border:none;mso-border-alt:solid windowtext .5pt;
 mso-yfti-tbllook:1184;mso-padding-alt:0cm 5.4pt 0cm 5.4pt'>
 <tr style='mso-yfti-irow:0;mso-yfti-firstrow:yes'>
  <td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt;
  mso-border-alt:solid windowtext .5pt;padding:0cm 5.4pt 0cm 5.4pt'>
  <p class=MsoNormal><b><span lang=MN style='mso-ansi-language:MN'>Виз</span></b><o:p></o:p></p>
  </td>
  <td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt;
  border-left:none;padding:0cm 5.4pt 0cm 5.4pt'>
  <p class=MsoNormal><span lang=MN style='mso-ansi-language:MN'>Хураамж<o:p></o:p></span></p>
  </td>
 </tr>
</table>
<p class=MsoNormal><v:shape id="Picture_x0020_1" style='width:100pt;height:80pt'><v:imagedata
src="file:///C:/Users/saraa/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png" o:title=""/></v:shape><![if !vml]><img
width=133 height=107 src="file:///C:/Users/saraa/AppData/Local/Temp/msohtmlclip1/01/clip_image002.png" v:shapes="Picture_x0020_1"><![endif]><o:p></o:p></p>
<!--EndFragment-->
</body>
</html>`;

// What Google Docs (in Chrome) puts on the clipboard for a heading, a paragraph with bold, italic
// and linked words, a list, a table and a picture: everything inside one <b id="docs-internal-guid-…">.
const docsSpan =
  "font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;";
const googleDocs =
  `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-3c1f2a7e-7fff-9d6b-5e1a-0c6b1a2f4d11">` +
  `<h1 dir="ltr" style="line-height:1.38;margin-top:20pt;margin-bottom:6pt;"><span style="font-size:20pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;">Study in Australia</span></h1>` +
  `<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="${docsSpan}font-weight:400;font-style:normal;">Tuition is </span><span style="${docsSpan}font-weight:700;font-style:normal;">paid each term</span><span style="${docsSpan}font-weight:400;font-style:normal;">, and </span><span style="${docsSpan}font-weight:400;font-style:italic;">living&nbsp;costs</span><span style="${docsSpan}font-weight:400;font-style:normal;"> differ by city. See </span><a href="https://www.studyaustralia.gov.au/" style="text-decoration:none;"><span style="${docsSpan}font-weight:400;color:#1155cc;text-decoration:underline;">Study Australia</span></a><span style="${docsSpan}font-weight:400;">.</span></p>` +
  `<br>` +
  `<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="${docsSpan}font-weight:400;"></span></p>` +
  `<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;color:#000000;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="${docsSpan}font-weight:400;">Sydney</span></p></li><li dir="ltr" style="list-style-type:disc;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="${docsSpan}font-weight:400;">Melbourne</span></p></li></ul>` +
  `<br>` +
  `<div dir="ltr" style="margin-left:0pt;" align="left"><table style="border:none;border-collapse:collapse;"><colgroup><col width="200" /><col width="200" /></colgroup><tbody>` +
  `<tr style="height:0pt"><td style="border-left:solid #000000 1pt;padding:5pt 5pt 5pt 5pt;overflow:hidden;overflow-wrap:break-word;"><p dir="ltr" style="line-height:1.2;margin-top:0pt;margin-bottom:0pt;"><span style="${docsSpan}font-weight:700;">City</span></p></td><td style="border-left:solid #000000 1pt;padding:5pt;"><p dir="ltr" style="line-height:1.2;margin-top:0pt;margin-bottom:0pt;"><span style="${docsSpan}font-weight:700;">Rent a week</span></p></td></tr>` +
  `<tr style="height:0pt"><td style="padding:5pt;"><p dir="ltr" style="line-height:1.2;margin-top:0pt;margin-bottom:0pt;"><span style="${docsSpan}font-weight:400;">Sydney</span></p></td><td style="padding:5pt;"><p dir="ltr" style="line-height:1.2;margin-top:0pt;margin-bottom:0pt;"><span style="${docsSpan}font-weight:400;">$450</span></p></td></tr>` +
  `</tbody></table></div>` +
  `<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="${docsSpan}font-weight:400;"><span style="border:none;display:inline-block;overflow:hidden;width:602px;height:339px;"><img src="https://lh7-rt.googleusercontent.com/docsz/AD_4nXcQ8k1" width="602" height="339" style="margin-left:0px;margin-top:0px;" /></span></span></p>` +
  `</b><br class="Apple-interchange-newline">`;

/** Nothing of the source document's own look survives: no attribute but a link's and a picture's, no Office or Docs tag. */
const leftovers =
  /\b(style|class|id|lang|dir|align|width|height|role|aria-[a-z]+)=|<(span|font|div|o:p|b|i|u|col|colgroup)\b|<!--|&nbsp;|\u00a0|<p><\/p>/;

describe("pasting", () => {
  it("from Word keeps the headings, bold, italic, lists, link and table, and nothing of Word's look", () => {
    const html = pasted(word);
    expect(html).toBe(
      "<h2>Виз мэдүүлэх</h2>" +
        "<p>Энэ бол <strong>чухал</strong> мэдээлэл, <em>анхааралтай</em> уншина уу.</p>" +
        "<ul><li>Гадаад паспорт<ul><li>Хүчинтэй хугацаа 6 сараас дээш</li></ul></li><li>Цээж зураг</li></ul>" +
        "<ol><li>Маягт бөглөх</li><li>Хураамж төлөх</li></ol>" +
        '<p>Дэлгэрэнгүйг <a href="https://immi.homeaffairs.gov.au/">эндээс</a> үзнэ үү.</p>' +
        "<table><tbody><tr><td><strong>Виз</strong></td><td>Хураамж</td></tr></tbody></table>",
    );
    expect(html).not.toMatch(leftovers);
    expect(cleanRichText(html, "mn").removed).toEqual([]);
  });

  it("from Google Docs keeps the heading, bold, italic, link, list and table, and nothing of Docs' look", () => {
    const html = pasted(googleDocs);
    expect(html).toBe(
      "<h2>Study in Australia</h2>" +
        '<p>Tuition is <strong>paid each term</strong>, and <em>living costs</em> differ by city. See <a href="https://www.studyaustralia.gov.au/">Study Australia</a>.</p>' +
        "<ul><li>Sydney</li><li>Melbourne</li></ul>" +
        "<table><tbody><tr><td><strong>City</strong></td><td><strong>Rent a week</strong></td></tr><tr><td>Sydney</td><td>$450</td></tr></tbody></table>",
    );
    expect(html).not.toMatch(leftovers);
    expect(cleanRichText(html, "mn").removed).toEqual([]);
  });

  it("drops pictures from elsewhere and unsafe links, keeps the site's own pictures and pages", () => {
    expect(
      pasted(
        '<p>See <a href="javascript:alert(1)">this</a>, <a href="/contact">us</a> and <a href="#heading=h.1">below</a></p><img src="file:///C:/x.png"><img src="/images/team/anna.jpg" alt="Anna">',
      ),
    ).toBe('<p>See this, <a href="/contact">us</a> and below</p><img src="/images/team/anna.jpg" alt="Anna">');
  });

  it("cleans before the editor reads: comments, Office tags and Docs' wrapper are gone", () => {
    const cleaned = cleanPastedHtml(word) + cleanPastedHtml(googleDocs);
    expect(cleaned).not.toMatch(/<!--|o:p|docs-internal-guid|mso-|class=|style=/);
  });
});
