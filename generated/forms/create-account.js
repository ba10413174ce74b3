// Made by `npm run generate` from forms/create-account.schema.json (scripts/generate-forms.ts). Never edit by hand.
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
    'Create account (SPEC §3 Registration). Titles are translation keys. The radio picks which of accountNumber or registrationKey the form asks for and sends; confirmPassword and method are not sent.',
  type: 'object',
  required: [
    'method',
    'name',
    'phone',
    'propertyAddress',
    'associationName',
    'email',
    'password',
    'confirmPassword',
    'captchaToken',
  ],
  properties: {
    method: {
      type: 'string',
      title: 'registration:fields.method',
      enum: ['accountNumber', 'registrationKey'],
      default: 'accountNumber',
    },
    name: { type: 'string', title: 'registration:fields.name', pattern: '\\S' },
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
    email: { type: 'string', title: 'registration:fields.email', format: 'email' },
    password: { type: 'string', title: 'registration:fields.password', minLength: 6 },
    confirmPassword: { type: 'string', title: 'registration:fields.confirmPassword' },
    captchaToken: { type: 'string', title: 'registration:fields.captcha' },
  },
  dependencies: {
    method: {
      oneOf: [
        {
          properties: {
            method: { const: 'accountNumber' },
            accountNumber: {
              type: 'string',
              title: 'registration:fields.accountNumber',
              pattern: '\\S',
            },
          },
          required: ['accountNumber'],
        },
        {
          properties: {
            method: { const: 'registrationKey' },
            registrationKey: {
              type: 'string',
              title: 'registration:fields.registrationKey',
              pattern: '\\S',
            },
          },
          required: ['registrationKey'],
        },
      ],
    },
  },
  $id: 'aeddfab',
};
const pattern0 = new RegExp('\\S', 'u');
const pattern3 = new RegExp(
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
  /*# sourceURL="aeddfab" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.method === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'method' },
        message: "must have required property '" + 'method' + "'",
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
    if (data.name === undefined) {
      const err1 = {
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
    if (data.email === undefined) {
      const err5 = {
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
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.password === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'password' },
        message: "must have required property '" + 'password' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.confirmPassword === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'confirmPassword' },
        message: "must have required property '" + 'confirmPassword' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.captchaToken === undefined) {
      const err8 = {
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
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.method !== undefined) {
      const _errs3 = errors;
      let valid1 = false;
      let passing0 = null;
      const _errs4 = errors;
      if (data && typeof data == 'object' && !Array.isArray(data)) {
        if (data.accountNumber === undefined) {
          const err9 = {
            instancePath,
            schemaPath: '#/dependencies/method/oneOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'accountNumber' },
            message: "must have required property '" + 'accountNumber' + "'",
            schema: schema11.dependencies.method.oneOf[0].required,
            parentSchema: schema11.dependencies.method.oneOf[0],
            data,
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data.method !== undefined) {
          let data0 = data.method;
          if ('accountNumber' !== data0) {
            const err10 = {
              instancePath: instancePath + '/method',
              schemaPath: '#/dependencies/method/oneOf/0/properties/method/const',
              keyword: 'const',
              params: { allowedValue: 'accountNumber' },
              message: 'must be equal to constant',
              schema: 'accountNumber',
              parentSchema: schema11.dependencies.method.oneOf[0].properties.method,
              data: data0,
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data.accountNumber !== undefined) {
          let data1 = data.accountNumber;
          if (typeof data1 === 'string') {
            if (!pattern0.test(data1)) {
              const err11 = {
                instancePath: instancePath + '/accountNumber',
                schemaPath: '#/dependencies/method/oneOf/0/properties/accountNumber/pattern',
                keyword: 'pattern',
                params: { pattern: '\\S' },
                message: 'must match pattern "' + '\\S' + '"',
                schema: '\\S',
                parentSchema: schema11.dependencies.method.oneOf[0].properties.accountNumber,
                data: data1,
              };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = {
              instancePath: instancePath + '/accountNumber',
              schemaPath: '#/dependencies/method/oneOf/0/properties/accountNumber/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema11.dependencies.method.oneOf[0].properties.accountNumber.type,
              parentSchema: schema11.dependencies.method.oneOf[0].properties.accountNumber,
              data: data1,
            };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      }
      var _valid0 = _errs4 === errors;
      if (_valid0) {
        valid1 = true;
        passing0 = 0;
      }
      const _errs8 = errors;
      if (data && typeof data == 'object' && !Array.isArray(data)) {
        if (data.registrationKey === undefined) {
          const err13 = {
            instancePath,
            schemaPath: '#/dependencies/method/oneOf/1/required',
            keyword: 'required',
            params: { missingProperty: 'registrationKey' },
            message: "must have required property '" + 'registrationKey' + "'",
            schema: schema11.dependencies.method.oneOf[1].required,
            parentSchema: schema11.dependencies.method.oneOf[1],
            data,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data.method !== undefined) {
          let data2 = data.method;
          if ('registrationKey' !== data2) {
            const err14 = {
              instancePath: instancePath + '/method',
              schemaPath: '#/dependencies/method/oneOf/1/properties/method/const',
              keyword: 'const',
              params: { allowedValue: 'registrationKey' },
              message: 'must be equal to constant',
              schema: 'registrationKey',
              parentSchema: schema11.dependencies.method.oneOf[1].properties.method,
              data: data2,
            };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data.registrationKey !== undefined) {
          let data3 = data.registrationKey;
          if (typeof data3 === 'string') {
            if (!pattern0.test(data3)) {
              const err15 = {
                instancePath: instancePath + '/registrationKey',
                schemaPath: '#/dependencies/method/oneOf/1/properties/registrationKey/pattern',
                keyword: 'pattern',
                params: { pattern: '\\S' },
                message: 'must match pattern "' + '\\S' + '"',
                schema: '\\S',
                parentSchema: schema11.dependencies.method.oneOf[1].properties.registrationKey,
                data: data3,
              };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = {
              instancePath: instancePath + '/registrationKey',
              schemaPath: '#/dependencies/method/oneOf/1/properties/registrationKey/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema11.dependencies.method.oneOf[1].properties.registrationKey.type,
              parentSchema: schema11.dependencies.method.oneOf[1].properties.registrationKey,
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
      }
      var _valid0 = _errs8 === errors;
      if (_valid0 && valid1) {
        valid1 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid1 = true;
          passing0 = 1;
        }
      }
      if (!valid1) {
        const err17 = {
          instancePath,
          schemaPath: '#/dependencies/method/oneOf',
          keyword: 'oneOf',
          params: { passingSchemas: passing0 },
          message: 'must match exactly one schema in oneOf',
          schema: schema11.dependencies.method.oneOf,
          parentSchema: schema11.dependencies.method,
          data,
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      } else {
        errors = _errs3;
        if (vErrors !== null) {
          if (_errs3) {
            vErrors.length = _errs3;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.method !== undefined) {
      let data4 = data.method;
      if (typeof data4 !== 'string') {
        const err18 = {
          instancePath: instancePath + '/method',
          schemaPath: '#/properties/method/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.method.type,
          parentSchema: schema11.properties.method,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (!(data4 === 'accountNumber' || data4 === 'registrationKey')) {
        const err19 = {
          instancePath: instancePath + '/method',
          schemaPath: '#/properties/method/enum',
          keyword: 'enum',
          params: { allowedValues: schema11.properties.method.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema11.properties.method.enum,
          parentSchema: schema11.properties.method,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data5 = data.name;
      if (typeof data5 === 'string') {
        if (!pattern0.test(data5)) {
          const err20 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
            schema: '\\S',
            parentSchema: schema11.properties.name,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      } else {
        const err21 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.name.type,
          parentSchema: schema11.properties.name,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.phone !== undefined) {
      let data6 = data.phone;
      if (typeof data6 === 'string') {
        if (!pattern3.test(data6)) {
          const err22 = {
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
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      } else {
        const err23 = {
          instancePath: instancePath + '/phone',
          schemaPath: '#/properties/phone/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.phone.type,
          parentSchema: schema11.properties.phone,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.propertyAddress !== undefined) {
      let data7 = data.propertyAddress;
      if (typeof data7 === 'string') {
        if (!pattern0.test(data7)) {
          const err24 = {
            instancePath: instancePath + '/propertyAddress',
            schemaPath: '#/properties/propertyAddress/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
            schema: '\\S',
            parentSchema: schema11.properties.propertyAddress,
            data: data7,
          };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      } else {
        const err25 = {
          instancePath: instancePath + '/propertyAddress',
          schemaPath: '#/properties/propertyAddress/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.propertyAddress.type,
          parentSchema: schema11.properties.propertyAddress,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.associationName !== undefined) {
      let data8 = data.associationName;
      if (typeof data8 === 'string') {
        if (!pattern0.test(data8)) {
          const err26 = {
            instancePath: instancePath + '/associationName',
            schemaPath: '#/properties/associationName/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
            schema: '\\S',
            parentSchema: schema11.properties.associationName,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      } else {
        const err27 = {
          instancePath: instancePath + '/associationName',
          schemaPath: '#/properties/associationName/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.associationName.type,
          parentSchema: schema11.properties.associationName,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.email !== undefined) {
      let data9 = data.email;
      if (typeof data9 === 'string') {
        if (!formats0.test(data9)) {
          const err28 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
            schema: 'email',
            parentSchema: schema11.properties.email,
            data: data9,
          };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      } else {
        const err29 = {
          instancePath: instancePath + '/email',
          schemaPath: '#/properties/email/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.email.type,
          parentSchema: schema11.properties.email,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.password !== undefined) {
      let data10 = data.password;
      if (typeof data10 === 'string') {
        if (func2(data10) < 6) {
          const err30 = {
            instancePath: instancePath + '/password',
            schemaPath: '#/properties/password/minLength',
            keyword: 'minLength',
            params: { limit: 6 },
            message: 'must NOT have fewer than 6 characters',
            schema: 6,
            parentSchema: schema11.properties.password,
            data: data10,
          };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
      } else {
        const err31 = {
          instancePath: instancePath + '/password',
          schemaPath: '#/properties/password/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.password.type,
          parentSchema: schema11.properties.password,
          data: data10,
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.confirmPassword !== undefined) {
      let data11 = data.confirmPassword;
      if (typeof data11 !== 'string') {
        const err32 = {
          instancePath: instancePath + '/confirmPassword',
          schemaPath: '#/properties/confirmPassword/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.confirmPassword.type,
          parentSchema: schema11.properties.confirmPassword,
          data: data11,
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.captchaToken !== undefined) {
      let data12 = data.captchaToken;
      if (typeof data12 !== 'string') {
        const err33 = {
          instancePath: instancePath + '/captchaToken',
          schemaPath: '#/properties/captchaToken/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.captchaToken.type,
          parentSchema: schema11.properties.captchaToken,
          data: data12,
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
  } else {
    const err34 = {
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
      vErrors = [err34];
    } else {
      vErrors.push(err34);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}

const schema12 = {
  type: 'object',
  properties: { method: { const: 'accountNumber' } },
  $id: '7a0a7528',
};

function validate11(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="7a0a7528" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.method !== undefined) {
      let data0 = data.method;
      if ('accountNumber' !== data0) {
        const err0 = {
          instancePath: instancePath + '/method',
          schemaPath: '#/properties/method/const',
          keyword: 'const',
          params: { allowedValue: 'accountNumber' },
          message: 'must be equal to constant',
          schema: 'accountNumber',
          parentSchema: schema12.properties.method,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema12.type,
      parentSchema: schema12,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}

const schema13 = {
  type: 'object',
  properties: { method: { const: 'registrationKey' } },
  $id: '-44dd9fc8',
};

function validate12(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="-44dd9fc8" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.method !== undefined) {
      let data0 = data.method;
      if ('registrationKey' !== data0) {
        const err0 = {
          instancePath: instancePath + '/method',
          schemaPath: '#/properties/method/const',
          keyword: 'const',
          params: { allowedValue: 'registrationKey' },
          message: 'must be equal to constant',
          schema: 'registrationKey',
          parentSchema: schema13.properties.method,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema13.type,
      parentSchema: schema13,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
export default { aeddfab: validate10, '7a0a7528': validate11, '-44dd9fc8': validate12 };
