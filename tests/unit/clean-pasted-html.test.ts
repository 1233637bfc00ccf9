// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml, cleanPastedHtmlReport } from '../../src/ui/rich-text/clean-pasted-html.ts';

// What Word puts on the clipboard: a whole document with namespaces, a style sheet, conditional comments, MsoNormal
// classes, mso-* styles, <o:p> spacers, typed-out list bullets, a VML picture from the local disk and line breaks in
// the middle of Chinese sentences.
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=Generator content="Microsoft Word 15">
<link rel=File-List href="file:///C:/Users/a/AppData/Local/Temp/msohtmlclip1/01/clip_filelist.xml">
<style><!-- p.MsoNormal {mso-style-parent:""; margin:0cm;} --></style><!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]-->
</head>
<body lang=ZH-CN style='tab-interval:21.0pt'>
<!--StartFragment--><h1 style='mso-outline-level:1'><span style='font-family:宋体;mso-ascii-font-family:Calibri'>校友返校日通知<o:p></o:p></span></h1>
<p class=MsoNormal style='text-indent:21.0pt;mso-char-indent-count:2.0'><span style='font-family:宋体'>\u3000\u3000各位校友：今年的返校日定于十月，欢迎<b style='mso-bidi-font-weight:normal'>携家人</b>回到
母校。<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraph style='margin-left:18.0pt;text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-US style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span style='font-family:宋体'>签到地点：图书馆</span></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;mso-yfti-tbllook:1184'>
 <tr style='mso-yfti-irow:0'>
  <td width=277 valign=top style='width:207.4pt'><p class=MsoNormal><b>时间</b><o:p></o:p></p></td>
  <td width=277 valign=top colspan=2><p class=MsoNormal>地点<o:p></o:p></p></td>
 </tr>
</table>
<p class=MsoNormal><span lang=EN-US><v:shape id="图片_x0020_1" style='width:150pt'><v:imagedata src="file:///C:/clip_image001.png"/></v:shape></span><img width=200 height=100 src="file:///C:/Users/a/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png" v:shapes="图片_x0020_1">Return
to <i>campus</i><o:p></o:p></p>
<!--EndFragment-->
</body></html>`;

// A WeChat public-account article: nested <section>s from an editor plug-in, styled <span>s, pictures whose src is
// a placeholder and whose data-src is on mmbiz.qpic.cn, empty spacer paragraphs; one picture already on this site.
const WECHAT = `<section style="margin: 0px; padding: 0px;" data-tools="135编辑器" id="js_content"><section style="text-align:center"><span style="font-size: 18px; font-weight: bold;">校庆 <span style="color: rgb(0,0,0)">七十周年</span></span></section>
<section><p style="text-align: center;"><img class="rich_pages wxw-img" data-src="https://mmbiz.qpic.cn/mmbiz_jpg/abc/640?wx_fmt=jpeg" data-ratio="0.66" src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" alt="图片"></p>
<p><br></p><p style="text-indent: 2em;"><span style="letter-spacing: 1px;">校友们纷纷</span><span style="font-style: italic">发来祝福</span>。</p>
<p><img src="/uploads/2024/a.png" data-src="https://mmbiz.qpic.cn/x" alt="合影" style="width:100%" data-w="1080"></p>
<p><img data-src="https://mmbiz.qpic.cn/y" src="https://mmbiz.qpic.cn/y" class="rich_pages"></p>
<section data-id="1"><font color="red">欢迎</font><center>回家</center></section></section></section>`;

describe('cleanPastedHtml', () => {
  it.each([
    [
      'Word: heading level mapped, mso styles, <o:p>, comments, typed bullets, VML and the local-disk picture gone',
      WORD,
      '<h2>校友返校日通知</h2>' +
        '<p>各位校友：今年的返校日定于十月，欢迎<strong>携家人</strong>回到母校。</p>' +
        '<p>签到地点：图书馆</p>' +
        '<table><tbody><tr><td><p><strong>时间</strong></p></td><td colspan="2"><p>地点</p></td></tr></tbody></table>' +
        '<p>Return to <em>campus</em></p>',
    ],
    [
      'WeChat: sections flattened to paragraphs, spans unwrapped (bold and italic kept), remote pictures gone, local kept',
      WECHAT,
      '<p><strong>校庆 七十周年</strong></p>' +
        '<p>校友们纷纷<em>发来祝福</em>。</p>' +
        '<p><img src="/uploads/2024/a.png" alt="合影"></p>' +
        '<p>欢迎</p>' +
        '<p>回家</p>',
    ],
    [
      'scripts and styles go with their content',
      '<p>正文<script>alert(1)</script></p><style>p{color:red}</style><noscript>x</noscript>',
      '<p>正文</p>',
    ],
    ['handlers and ids go', '<p id="a" onclick="alert(1)" data-x="1" class="c">文字</p>', '<p>文字</p>'],
    ['a javascript: link keeps its text only', '<p><a href="javascript:alert(1)">点这里</a>报名</p>', '<p>点这里报名</p>'],
    [
      'data:, mailto: and protocol-relative links are dropped',
      '<p><a href="data:text/html,x">a</a><a href="mailto:a@b.c">b</a><a href="//evil.example/">c</a></p>',
      '<p>abc</p>',
    ],
    [
      "http(s) links kept bare, this site's in full made relative, bookmarks unwrapped",
      '<p><a href="https://www.example.edu/a" target="_self" style="color:blue">官网</a> <a href="/news/1">新闻</a> <a href="http://localhost:3000/about">关于</a> <a name="_Toc1">目录</a></p>',
      '<p><a href="https://www.example.edu/a">官网</a> <a href="/news/1">新闻</a> <a href="/about">关于</a> 目录</p>',
    ],
    ['empty paragraphs collapse', '<p>一</p><p><br></p><p>&nbsp;</p><p>\u3000</p><p><span> </span></p><p>二</p>', '<p>一</p><p>二</p>'],
    ['a paragraph with only a picture is not empty', '<p><img src="/media/a.png"></p>', '<p><img src="/media/a.png" alt=""></p>'],
    ['loose text at the top becomes a paragraph', '前言<b>重点</b><p>正文</p>', '<p>前言<strong>重点</strong></p><p>正文</p>'],
    ['font and center unwrapped', '<center><font face="宋体" color="red">居中</font></center>', '<p>居中</p>'],
    ['h4 to h6 become h3', '<h4>四</h4><h6>六</h6>', '<h3>四</h3><h3>六</h3>'],
    [
      'lists keep their items, not the source indentation',
      '<ul>\n  <li style="x">一</li>\n  <li>二</li>\n</ul><ol start="3"><li>三</li></ol>',
      '<ul><li>一</li><li>二</li></ul><ol start="3"><li>三</li></ol>',
    ],
    [
      'table spans kept only as numbers, ones dropped',
      '<table><tr><th colspan="1" rowspan="x">a</th><td rowspan="2">b</td></tr></table>',
      '<table><tbody><tr><th>a</th><td rowspan="2">b</td></tr></tbody></table>',
    ],
    [
      'frames, forms and embeds go',
      '<p>a</p><iframe src="https://x.example"></iframe><form><input value="1"></form><p>b</p>',
      '<p>a</p><p>b</p>',
    ],
  ])('%s', (_, html, expected) => {
    expect(cleanPastedHtml(html)).toBe(expected);
  });

  it.each([
    ['Word (a picture on the local disk)', WORD, 1],
    ['WeChat (two on mmbiz.qpic.cn; the local one stays)', WECHAT, 2],
    ['data: and another host', '<img src="data:image/png;base64,AAAA"><img src="https://cdn.example.com/a.png"><img src="/a.png">', 2],
    ['none', '<p>文字</p>', 0],
  ])('counts the pictures it removes: %s', (_, html, removed) => {
    expect(cleanPastedHtmlReport(html).removedImages).toBe(removed);
  });
});
