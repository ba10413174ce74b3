// Made by `npm run generate` from forms/request-account.schema.json (scripts/generate-forms.ts). Never edit by hand.
const ucs2length = function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      // high surrogate, and there is a next character
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++; // low surrogate
    }
  }
  return length;
};
const schema11 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $comment:
    'Request account: for someone with neither an account number nor a registration key. Titles are translation keys.',
  type: 'object',
  required: ['name', 'email', 'phone', 'propertyAddress', 'associationName', 'captchaToken'],
  properties: {
    name: { type: 'string', title: 'registration:fields.name', pattern: '\\S' },
    email: { type: 'string', title: 'registration:fields.email', format: 'email' },
    phone: {
      type: 'string',
      title: 'registration:fields.phone',
      pattern:
        '^\\s*(?:\\+?1[\\s.-]?)?(?:\\([2-9]\\d{2}\\)|[2-9]\\d{2})[\\s.-]?[2-9]\\d{2}[\\s.-]?\\d{4}\\s*$',
    },
    propertyAddress: {
      type: 'string',
      title: 'registration:fields.propertyAddress',
      pattern: '\\S',
    },
    associationName: {
      type: 'string',
      title: 'registration:fields.associationName',
      pattern: '\\S',
    },
    accountNumber: { type: 'string', title: 'registration:fields.accountNumberOptional' },
    comments: { type: 'string', title: 'registration:fields.comments', maxLength: 2000 },
    captchaToken: { type: 'string', title: 'registration:fields.captcha' },
  },
  $id: '-39d3377b',
};
const pattern0 = new RegExp('\\S', 'u');
const pattern1 = new RegExp(
  '^\\s*(?:\\+?1[\\s.-]?)?(?:\\([2-9]\\d{2}\\)|[2-9]\\d{2})[\\s.-]?[2-9]\\d{2}[\\s.-]?\\d{4}\\s*$',
  'u',
);
const formats0 =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const func2 = ucs2length;

function validate10(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="-39d3377b" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.email === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'email' },
        message: "must have required property '" + 'email' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.phone === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'phone' },
        message: "must have required property '" + 'phone' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.propertyAddress === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'propertyAddress' },
        message: "must have required property '" + 'propertyAddress' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.associationName === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'associationName' },
        message: "must have required property '" + 'associationName' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.captchaToken === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'captchaToken' },
        message: "must have required property '" + 'captchaToken' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (!pattern0.test(data0)) {
          const err6 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
            schema: '\\S',
            parentSchema: schema11.properties.name,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.name.type,
          parentSchema: schema11.properties.name,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.email !== undefined) {
      let data1 = data.email;
      if (typeof data1 === 'string') {
        if (!formats0.test(data1)) {
          const err8 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
            schema: 'email',
            parentSchema: schema11.properties.email,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/email',
          schemaPath: '#/properties/email/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.email.type,
          parentSchema: schema11.properties.email,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.phone !== undefined) {
      let data2 = data.phone;
      if (typeof data2 === 'string') {
        if (!pattern1.test(data2)) {
          const err10 = {
            instancePath: instancePath + '/phone',
            schemaPath: '#/properties/phone/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^\\s*(?:\\+?1[\\s.-]?)?(?:\\([2-9]\\d{2}\\)|[2-9]\\d{2})[\\s.-]?[2-9]\\d{2}[\\s.-]?\\d{4}\\s*$',
            },
            message:
              'must match pattern "' +
              '^\\s*(?:\\+?1[\\s.-]?)?(?:\\([2-9]\\d{2}\\)|[2-9]\\d{2})[\\s.-]?[2-9]\\d{2}[\\s.-]?\\d{4}\\s*$' +
              '"',
            schema:
              '^\\s*(?:\\+?1[\\s.-]?)?(?:\\([2-9]\\d{2}\\)|[2-9]\\d{2})[\\s.-]?[2-9]\\d{2}[\\s.-]?\\d{4}\\s*$',
            parentSchema: schema11.properties.phone,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = {
          instancePath: instancePath + '/phone',
          schemaPath: '#/properties/phone/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.phone.type,
          parentSchema: schema11.properties.phone,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.propertyAddress !== undefined) {
      let data3 = data.propertyAddress;
      if (typeof data3 === 'string') {
        if (!pattern0.test(data3)) {
          const err12 = {
            instancePath: instancePath + '/propertyAddress',
            schemaPath: '#/properties/propertyAddress/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
            schema: '\\S',
            parentSchema: schema11.properties.propertyAddress,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = {
          instancePath: instancePath + '/propertyAddress',
          schemaPath: '#/properties/propertyAddress/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.propertyAddress.type,
          parentSchema: schema11.properties.propertyAddress,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.associationName !== undefined) {
      let data4 = data.associationName;
      if (typeof data4 === 'string') {
        if (!pattern0.test(data4)) {
          const err14 = {
            instancePath: instancePath + '/associationName',
            schemaPath: '#/properties/associationName/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
            schema: '\\S',
            parentSchema: schema11.properties.associationName,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/associationName',
          schemaPath: '#/properties/associationName/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.associationName.type,
          parentSchema: schema11.properties.associationName,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.accountNumber !== undefined) {
      let data5 = data.accountNumber;
      if (typeof data5 !== 'string') {
        const err16 = {
          instancePath: instancePath + '/accountNumber',
          schemaPath: '#/properties/accountNumber/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.accountNumber.type,
          parentSchema: schema11.properties.accountNumber,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.comments !== undefined) {
      let data6 = data.comments;
      if (typeof data6 === 'string') {
        if (func2(data6) > 2000) {
          const err17 = {
            instancePath: instancePath + '/comments',
            schemaPath: '#/properties/comments/maxLength',
            keyword: 'maxLength',
            params: { limit: 2000 },
            message: 'must NOT have more than 2000 characters',
            schema: 2000,
            parentSchema: schema11.properties.comments,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else {
        const err18 = {
          instancePath: instancePath + '/comments',
          schemaPath: '#/properties/comments/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.comments.type,
          parentSchema: schema11.properties.comments,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.captchaToken !== undefined) {
      let data7 = data.captchaToken;
      if (typeof data7 !== 'string') {
        const err19 = {
          instancePath: instancePath + '/captchaToken',
          schemaPath: '#/properties/captchaToken/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.captchaToken.type,
          parentSchema: schema11.properties.captchaToken,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
  } else {
    const err20 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema11.type,
      parentSchema: schema11,
      data,
    };
    if (vErrors === null) {
      vErrors = [err20];
    } else {
      vErrors.push(err20);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
export default { '-39d3377b': validate10 };
