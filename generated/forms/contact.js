// Made by `npm run generate` from forms/contact.schema.json (scripts/generate-forms.ts). Never edit by hand.
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
    "A homeowner contact (SPEC §3 Profile, §5 Profile messages). Titles are translation keys. The type picks which of email, phone or address the form asks for (if/then rather than a oneOf: the validator merges equal messages within a oneOf, so a third branch's errors would leak); that field is sent as the contact's value. A label must have a visible character (pattern), at most 40 characters and no angle brackets (not); the one-line address likewise with 200.",
  type: 'object',
  required: ['type', 'label'],
  properties: {
    type: {
      type: 'string',
      title: 'profile:contactForm.type',
      enum: ['email', 'phone', 'address'],
      default: 'email',
    },
    label: {
      type: 'string',
      title: 'profile:contactForm.label',
      pattern: '\\S',
      maxLength: 40,
      not: { pattern: '[<>]' },
    },
    communicationPreference: {
      type: 'string',
      title: 'profile:contactForm.communicationPreference',
      enum: ['none', 'email', 'text', 'mail', 'all'],
      default: 'none',
    },
    isPrimary: { type: 'boolean', title: 'profile:contactForm.isPrimary', default: false },
  },
  allOf: [
    {
      if: { properties: { type: { const: 'email' } }, required: ['type'] },
      then: {
        properties: {
          email: {
            type: 'string',
            title: 'profile:contactForm.email',
            format: 'email',
            maxLength: 254,
          },
        },
        required: ['email'],
      },
    },
    {
      if: { properties: { type: { const: 'phone' } }, required: ['type'] },
      then: {
        properties: {
          phone: {
            type: 'string',
            title: 'profile:contactForm.phone',
            pattern:
              '^\\s*(?:\\+?1[\\s.-]?)?(?:\\([2-9]\\d{2}\\)|[2-9]\\d{2})[\\s.-]?[2-9]\\d{2}[\\s.-]?\\d{4}\\s*$',
          },
        },
        required: ['phone'],
      },
    },
    {
      if: { properties: { type: { const: 'address' } }, required: ['type'] },
      then: {
        properties: {
          address: {
            type: 'string',
            title: 'profile:contactForm.address',
            pattern: '\\S',
            maxLength: 200,
            not: { pattern: '[<>]' },
          },
        },
        required: ['address'],
      },
    },
  ],
  $id: '721ff1c0',
};
const formats0 =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const func2 = ucs2length;
const pattern0 = new RegExp(
  '^\\s*(?:\\+?1[\\s.-]?)?(?:\\([2-9]\\d{2}\\)|[2-9]\\d{2})[\\s.-]?[2-9]\\d{2}[\\s.-]?\\d{4}\\s*$',
  'u',
);
const pattern1 = new RegExp('[<>]', 'u');
const pattern2 = new RegExp('\\S', 'u');

function validate10(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="721ff1c0" */ let vErrors = null;
  let errors = 0;
  const _errs3 = errors;
  let valid1 = true;
  const _errs4 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    let missing0;
    if (data.type === undefined && (missing0 = 'type')) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.type !== undefined) {
        if ('email' !== data.type) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs4 === errors;
  errors = _errs3;
  if (vErrors !== null) {
    if (_errs3) {
      vErrors.length = _errs3;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs6 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.email === undefined) {
        const err2 = {
          instancePath,
          schemaPath: '#/allOf/0/then/required',
          keyword: 'required',
          params: { missingProperty: 'email' },
          message: "must have required property '" + 'email' + "'",
          schema: schema11.allOf[0].then.required,
          parentSchema: schema11.allOf[0].then,
          data,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.email !== undefined) {
        let data1 = data.email;
        if (typeof data1 === 'string') {
          if (func2(data1) > 254) {
            const err3 = {
              instancePath: instancePath + '/email',
              schemaPath: '#/allOf/0/then/properties/email/maxLength',
              keyword: 'maxLength',
              params: { limit: 254 },
              message: 'must NOT have more than 254 characters',
              schema: 254,
              parentSchema: schema11.allOf[0].then.properties.email,
              data: data1,
            };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
          if (!formats0.test(data1)) {
            const err4 = {
              instancePath: instancePath + '/email',
              schemaPath: '#/allOf/0/then/properties/email/format',
              keyword: 'format',
              params: { format: 'email' },
              message: 'must match format "' + 'email' + '"',
              schema: 'email',
              parentSchema: schema11.allOf[0].then.properties.email,
              data: data1,
            };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        } else {
          const err5 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/allOf/0/then/properties/email/type',
            keyword: 'type',
            params: { type: 'string' },
            message: 'must be string',
            schema: schema11.allOf[0].then.properties.email.type,
            parentSchema: schema11.allOf[0].then.properties.email,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    var _valid0 = _errs6 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err6 = {
      instancePath,
      schemaPath: '#/allOf/0/if',
      keyword: 'if',
      params: { failingKeyword: 'then' },
      message: 'must match "then" schema',
      schema: schema11.allOf[0].if,
      parentSchema: schema11.allOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  const _errs10 = errors;
  let valid4 = true;
  const _errs11 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    let missing1;
    if (data.type === undefined && (missing1 = 'type')) {
      const err7 = {};
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    } else {
      if (data.type !== undefined) {
        if ('phone' !== data.type) {
          const err8 = {};
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
  }
  var _valid1 = _errs11 === errors;
  errors = _errs10;
  if (vErrors !== null) {
    if (_errs10) {
      vErrors.length = _errs10;
    } else {
      vErrors = null;
    }
  }
  if (_valid1) {
    const _errs13 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.phone === undefined) {
        const err9 = {
          instancePath,
          schemaPath: '#/allOf/1/then/required',
          keyword: 'required',
          params: { missingProperty: 'phone' },
          message: "must have required property '" + 'phone' + "'",
          schema: schema11.allOf[1].then.required,
          parentSchema: schema11.allOf[1].then,
          data,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (data.phone !== undefined) {
        let data3 = data.phone;
        if (typeof data3 === 'string') {
          if (!pattern0.test(data3)) {
            const err10 = {
              instancePath: instancePath + '/phone',
              schemaPath: '#/allOf/1/then/properties/phone/pattern',
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
              parentSchema: schema11.allOf[1].then.properties.phone,
              data: data3,
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
            schemaPath: '#/allOf/1/then/properties/phone/type',
            keyword: 'type',
            params: { type: 'string' },
            message: 'must be string',
            schema: schema11.allOf[1].then.properties.phone.type,
            parentSchema: schema11.allOf[1].then.properties.phone,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    var _valid1 = _errs13 === errors;
    valid4 = _valid1;
  }
  if (!valid4) {
    const err12 = {
      instancePath,
      schemaPath: '#/allOf/1/if',
      keyword: 'if',
      params: { failingKeyword: 'then' },
      message: 'must match "then" schema',
      schema: schema11.allOf[1].if,
      parentSchema: schema11.allOf[1],
      data,
    };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  const _errs17 = errors;
  let valid7 = true;
  const _errs18 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    let missing2;
    if (data.type === undefined && (missing2 = 'type')) {
      const err13 = {};
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    } else {
      if (data.type !== undefined) {
        if ('address' !== data.type) {
          const err14 = {};
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
  }
  var _valid2 = _errs18 === errors;
  errors = _errs17;
  if (vErrors !== null) {
    if (_errs17) {
      vErrors.length = _errs17;
    } else {
      vErrors = null;
    }
  }
  if (_valid2) {
    const _errs20 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.address === undefined) {
        const err15 = {
          instancePath,
          schemaPath: '#/allOf/2/then/required',
          keyword: 'required',
          params: { missingProperty: 'address' },
          message: "must have required property '" + 'address' + "'",
          schema: schema11.allOf[2].then.required,
          parentSchema: schema11.allOf[2].then,
          data,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (data.address !== undefined) {
        let data5 = data.address;
        const _errs23 = errors;
        const _errs24 = errors;
        if (typeof data5 === 'string') {
          if (!pattern1.test(data5)) {
            const err16 = {};
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        var valid10 = _errs24 === errors;
        if (valid10) {
          const err17 = {
            instancePath: instancePath + '/address',
            schemaPath: '#/allOf/2/then/properties/address/not',
            keyword: 'not',
            params: {},
            message: 'must NOT be valid',
            schema: schema11.allOf[2].then.properties.address.not,
            parentSchema: schema11.allOf[2].then.properties.address,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        } else {
          errors = _errs23;
          if (vErrors !== null) {
            if (_errs23) {
              vErrors.length = _errs23;
            } else {
              vErrors = null;
            }
          }
        }
        if (typeof data5 === 'string') {
          if (func2(data5) > 200) {
            const err18 = {
              instancePath: instancePath + '/address',
              schemaPath: '#/allOf/2/then/properties/address/maxLength',
              keyword: 'maxLength',
              params: { limit: 200 },
              message: 'must NOT have more than 200 characters',
              schema: 200,
              parentSchema: schema11.allOf[2].then.properties.address,
              data: data5,
            };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
          if (!pattern2.test(data5)) {
            const err19 = {
              instancePath: instancePath + '/address',
              schemaPath: '#/allOf/2/then/properties/address/pattern',
              keyword: 'pattern',
              params: { pattern: '\\S' },
              message: 'must match pattern "' + '\\S' + '"',
              schema: '\\S',
              parentSchema: schema11.allOf[2].then.properties.address,
              data: data5,
            };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        } else {
          const err20 = {
            instancePath: instancePath + '/address',
            schemaPath: '#/allOf/2/then/properties/address/type',
            keyword: 'type',
            params: { type: 'string' },
            message: 'must be string',
            schema: schema11.allOf[2].then.properties.address.type,
            parentSchema: schema11.allOf[2].then.properties.address,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
    var _valid2 = _errs20 === errors;
    valid7 = _valid2;
  }
  if (!valid7) {
    const err21 = {
      instancePath,
      schemaPath: '#/allOf/2/if',
      keyword: 'if',
      params: { failingKeyword: 'then' },
      message: 'must match "then" schema',
      schema: schema11.allOf[2].if,
      parentSchema: schema11.allOf[2],
      data,
    };
    if (vErrors === null) {
      vErrors = [err21];
    } else {
      vErrors.push(err21);
    }
    errors++;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err22 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err22];
      } else {
        vErrors.push(err22);
      }
      errors++;
    }
    if (data.label === undefined) {
      const err23 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'label' },
        message: "must have required property '" + 'label' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err23];
      } else {
        vErrors.push(err23);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data6 = data.type;
      if (typeof data6 !== 'string') {
        const err24 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.type.type,
          parentSchema: schema11.properties.type,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      if (!(data6 === 'email' || data6 === 'phone' || data6 === 'address')) {
        const err25 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema11.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema11.properties.type.enum,
          parentSchema: schema11.properties.type,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.label !== undefined) {
      let data7 = data.label;
      const _errs29 = errors;
      const _errs30 = errors;
      if (typeof data7 === 'string') {
        if (!pattern1.test(data7)) {
          const err26 = {};
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      }
      var valid12 = _errs30 === errors;
      if (valid12) {
        const err27 = {
          instancePath: instancePath + '/label',
          schemaPath: '#/properties/label/not',
          keyword: 'not',
          params: {},
          message: 'must NOT be valid',
          schema: schema11.properties.label.not,
          parentSchema: schema11.properties.label,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      } else {
        errors = _errs29;
        if (vErrors !== null) {
          if (_errs29) {
            vErrors.length = _errs29;
          } else {
            vErrors = null;
          }
        }
      }
      if (typeof data7 === 'string') {
        if (func2(data7) > 40) {
          const err28 = {
            instancePath: instancePath + '/label',
            schemaPath: '#/properties/label/maxLength',
            keyword: 'maxLength',
            params: { limit: 40 },
            message: 'must NOT have more than 40 characters',
            schema: 40,
            parentSchema: schema11.properties.label,
            data: data7,
          };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        if (!pattern2.test(data7)) {
          const err29 = {
            instancePath: instancePath + '/label',
            schemaPath: '#/properties/label/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
            schema: '\\S',
            parentSchema: schema11.properties.label,
            data: data7,
          };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      } else {
        const err30 = {
          instancePath: instancePath + '/label',
          schemaPath: '#/properties/label/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.label.type,
          parentSchema: schema11.properties.label,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.communicationPreference !== undefined) {
      let data8 = data.communicationPreference;
      if (typeof data8 !== 'string') {
        const err31 = {
          instancePath: instancePath + '/communicationPreference',
          schemaPath: '#/properties/communicationPreference/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.communicationPreference.type,
          parentSchema: schema11.properties.communicationPreference,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
      if (!(
        data8 === 'none' ||
        data8 === 'email' ||
        data8 === 'text' ||
        data8 === 'mail' ||
        data8 === 'all'
      )) {
        const err32 = {
          instancePath: instancePath + '/communicationPreference',
          schemaPath: '#/properties/communicationPreference/enum',
          keyword: 'enum',
          params: { allowedValues: schema11.properties.communicationPreference.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema11.properties.communicationPreference.enum,
          parentSchema: schema11.properties.communicationPreference,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.isPrimary !== undefined) {
      let data9 = data.isPrimary;
      if (typeof data9 !== 'boolean') {
        const err33 = {
          instancePath: instancePath + '/isPrimary',
          schemaPath: '#/properties/isPrimary/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema11.properties.isPrimary.type,
          parentSchema: schema11.properties.isPrimary,
          data: data9,
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

const schema12 = { properties: { type: { const: 'email' } }, required: ['type'], $id: '6fa5a895' };

function validate11(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="6fa5a895" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema12.required,
        parentSchema: schema12,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if ('email' !== data0) {
        const err1 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/const',
          keyword: 'const',
          params: { allowedValue: 'email' },
          message: 'must be equal to constant',
          schema: 'email',
          parentSchema: schema12.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  }
  validate11.errors = vErrors;
  return errors === 0;
}

const schema13 = { properties: { type: { const: 'phone' } }, required: ['type'], $id: '105ac467' };

function validate12(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="105ac467" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema13.required,
        parentSchema: schema13,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if ('phone' !== data0) {
        const err1 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/const',
          keyword: 'const',
          params: { allowedValue: 'phone' },
          message: 'must be equal to constant',
          schema: 'phone',
          parentSchema: schema13.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  }
  validate12.errors = vErrors;
  return errors === 0;
}

const schema14 = {
  properties: { type: { const: 'address' } },
  required: ['type'],
  $id: '47f1a32d',
};

function validate13(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="47f1a32d" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema14.required,
        parentSchema: schema14,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if ('address' !== data0) {
        const err1 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/const',
          keyword: 'const',
          params: { allowedValue: 'address' },
          message: 'must be equal to constant',
          schema: 'address',
          parentSchema: schema14.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  }
  validate13.errors = vErrors;
  return errors === 0;
}
export default {
  '721ff1c0': validate10,
  '6fa5a895': validate11,
  '105ac467': validate12,
  '47f1a32d': validate13,
};
